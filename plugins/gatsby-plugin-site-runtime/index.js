// Gatsby needs an entry point; the work is in gatsby-node.ts and gatsby-ssr.tsx.
