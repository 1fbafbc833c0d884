module.exports = require('@portal/shell/jest-preset');
