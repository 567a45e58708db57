// A Netlify build plugin (netlify.toml): keeps Gatsby's .cache/ and public/
// in Netlify's build cache between deploys, so a build encodes only the
// images it has not encoded before (Gatsby names each encoded file by the
// digest of its source and its settings) and renders only the pages whose
// data changed. A deploy without the cache (the first one, or "Clear cache
// and deploy site") builds everything, as `npm run build` does on a fresh
// machine. Same sources give the same public/ either way
// (scripts/test-build-output.mjs).
const KEPT = [".cache", "public"];

export async function onPreBuild({ utils }) {
  const restored = await utils.cache.restore(KEPT);
  console.log(restored ? `Gatsby's ${KEPT.join(" and ")} restored from the build cache.` : "No build cache: a cold build.");
}

export async function onPostBuild({ utils }) {
  await utils.cache.save(KEPT);
}
