// Babel for Jest only (Gatsby has its own): TypeScript + React as Gatsby compiles them.
module.exports = { presets: ["babel-preset-gatsby", "@babel/preset-typescript"] };
