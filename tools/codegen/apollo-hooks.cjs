// graphql-codegen plugin: a typed Apollo Client 4 hook for every operation, bound to the
// TypedDocumentNode that typed-document-node emits (the classic typescript-react-apollo
// plugin still targets Apollo 3's hook types).
const { Kind } = require('graphql');

const pascal = (name) => name.charAt(0).toUpperCase() + name.slice(1);

module.exports = {
  plugin(_schema, documents) {
    const lines = [];
    const used = new Set();
    for (const { document } of documents) {
      for (const def of document?.definitions ?? []) {
        if (def.kind !== Kind.OPERATION_DEFINITION || !def.name) continue;
        const name = pascal(def.name.value);
        if (def.operation === 'query') {
          const data = `${name}Query`;
          const vars = `${name}QueryVariables`;
          used.add('useQuery').add('useLazyQuery');
          lines.push(
            `export function use${name}Query(options?: useQuery.Options<${data}, ${vars}>): useQuery.Result<${data}, ${vars}, "empty" | "complete" | "streaming"> {`,
            `  return useQuery(${name}Document, options as useQuery.Options<${data}, ${vars}>) as useQuery.Result<${data}, ${vars}, "empty" | "complete" | "streaming">;`,
            `}`,
            `export function use${name}LazyQuery(options?: useLazyQuery.Options<${data}, ${vars}>) {`,
            `  return useLazyQuery(${name}Document, options);`,
            `}`,
          );
        } else if (def.operation === 'mutation') {
          const data = `${name}Mutation`;
          const vars = `${name}MutationVariables`;
          used.add('useMutation');
          lines.push(
            `export function use${name}Mutation(options?: useMutation.Options<${data}, ${vars}>) {`,
            `  return useMutation(${name}Document, options);`,
            `}`,
          );
        }
      }
    }
    if (lines.length === 0) return '';
    return {
      prepend: [`import { ${[...used].sort().join(', ')} } from '@apollo/client/react';`],
      content: lines.join('\n'),
    };
  },
};
