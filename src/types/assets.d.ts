// Files imported for their URL: webpack (Gatsby's url-loader) returns the
// hashed public path, or a data URI for very small files.
declare module "*.woff2" {
  const url: string;
  export default url;
}
