// Ant Design's own dependencies (its CSS-in-JS engine, rc-component's primitives, motion,
// portals): a chunk of their own (vite.config.ts) that boot.ts evaluates in a task before antd's
// components, so that neither evaluation is one long task (decision 0049).
export { StyleProvider } from '@ant-design/cssinjs';
