/**
 * Jest's resolver, with one fallback: a package that exports only an `import`
 * entry (several of the MDX compiler's dependencies) is resolved as Node
 * resolves an ES module import. Jest compiles those files (see
 * transformIgnorePatterns in jest.config.js). Everything else resolves as before.
 */
module.exports = (request, options) => {
  try {
    return options.defaultResolver(request, options);
  } catch (error) {
    if (!/is not exported under the conditions/.test(error.message)) throw error;
    return options.defaultResolver(request, { ...options, conditions: ["import", "default"] });
  }
};
