// Gatsby needs an entry point; the work is in gatsby-browser.tsx.
