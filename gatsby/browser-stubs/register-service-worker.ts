/**
 * Production stand-in for Gatsby's .cache/register-service-worker.js (swapped
 * in by gatsby/webpack.ts). production-app requires it only when a plugin
 * answers the `registerServiceWorker` API (gatsby-plugin-offline does); this
 * site has no service worker, so the registration code (about 0.8 KB gzip)
 * was dead weight in every page's first-load JavaScript.
 */
export {};
