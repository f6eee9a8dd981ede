// Gatsby 5 exports CSS-module class names as named exports: `import * as styles from "./x.module.css"`.
declare module "*.module.css" {
  const classes: Readonly<Record<string, string>>
  export = classes
}
