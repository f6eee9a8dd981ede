/**
 * A CMS image asset as the page queries' image fragments give it (CmsImageCard, CmsImageLarge:
 * altText, title and one profile's picture), served from /assets/{name}.{extension}, for tests
 * that render a component with a picture and look for it by its alt text.
 */
export function fakeCmsImage(name: string, altText: string, extension = "jpg") {
  const src = `/assets/${name}.${extension}`
  return {
    altText,
    title: null,
    picture: { layout: "constrained" as const, width: 600, height: 338, sizes: "(min-width: 600px) 600px, 100vw", src, srcSet: `${src} 600w`, sources: [] },
  }
}
