// Gatsby needs an entry point; the work is in gatsby-node.ts, gatsby-ssr.tsx and gatsby-browser.tsx.
