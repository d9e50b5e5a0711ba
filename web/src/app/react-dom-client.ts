// React DOM's browser entry as an ES module of the app: boot.ts evaluates the React chunk through it
// (decision 0042) without pulling the CommonJS interop helpers into the tiny entry index.html loads.
export { createRoot, hydrateRoot } from 'react-dom/client';
