// A Gatsby plugin's folder needs an entry; this plugin's work is in gatsby-node.ts and gatsby-ssr.tsx.
