export default function ReferencePage() {
  return (
    <main style={{ fontFamily: "system-ui, sans-serif", maxWidth: 640, margin: "40px auto", padding: "0 16px" }}>
      <h1>Reference page</h1>
      <p>A bare Gatsby 5 and React 18 page: the floor the site's pages are measured against.</p>
    </main>
  )
}

export const Head = () => (
  <>
    <html lang="en" />
    <title>Reference page</title>
    <meta name="description" content="A bare Gatsby page for performance comparison." />
  </>
)
