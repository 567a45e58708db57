/** Production stand-in for Gatsby's register-service-worker.js: why, and how an upgrade is caught, in gatsby/webpack.ts. */
export {};
