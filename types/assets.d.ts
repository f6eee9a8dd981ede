// Font files imported for their URL (webpack emits them to /static and returns the path).
declare module "*.woff2" {
  const url: string
  export default url
}
