// The web app resolves `@/` through its own tsconfig; the rules are the same.
const base = require('./.dependency-cruiser.cjs');

module.exports = {
  ...base,
  options: {
    ...base.options,
    tsConfig: { fileName: require('node:path').join(__dirname, 'web', 'tsconfig.json') },
  },
};
