/**
 * Packages the admin bundle takes from beside `decap-cms` (gatsby/cms/admin-bundle.ts),
 * where TypeScript does not look; typed as far as src/cms/ uses them (src/cms/decap.ts).
 */

declare module "create-react-class" {
  const createClass: unknown;
  export default createClass;
}
