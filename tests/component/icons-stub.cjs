// @ant-design/icons reaches an ES-module-only package under Jest's CommonJS runtime; icons are
// decoration, so component tests render each as an empty span.
const React = require('react');
module.exports = new Proxy(
  {},
  { get: (_target, name) => (name === '__esModule' ? false : () => React.createElement('span', { 'data-icon': String(name) })) },
);
