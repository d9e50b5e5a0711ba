// Jest's module runtime, keeping V8's compiled code of each module for the worker's next test file.
//
// Every test file gets a fresh module registry, so a worker evaluates the server's or the web app's
// whole module graph (TypeORM, type-graphql, zod, React, antd, …) again for each file, and Jest
// compiles each module's source again with vm.compileFunction, which has no compilation cache:
// about 0.6 s of parsing per file. Here the first compilation of a module in a worker produces V8's
// code cache, and later compilations of the same source consume it. Only the parsing is saved: each
// file still runs every module afresh, in its own context, exactly as before. A cache V8 rejects
// (another source, another V8) is dropped and the module compiled as usual.
//
// Jest compiles modules in a class of its own inside jest-runtime, not through a method a subclass
// could override, so the worker's vm.compileFunction is wrapped for the calls that compile a module
// into a test file's context (those that name a parsingContext); every other call is left alone.
const vm = require('node:vm');
const Runtime = require('jest-runtime').default;

/** filename → the source it was compiled from, and V8's code cache of it. */
const compiled = new Map();
const compileFunction = vm.compileFunction;

vm.compileFunction = function compileWithCodeCache(code, params, options) {
  if (!options?.parsingContext || !options.filename || options.cachedData || options.produceCachedData) {
    return compileFunction.call(this, code, params, options);
  }
  const known = compiled.get(options.filename);
  if (known && known.source === code) {
    const fn = compileFunction.call(this, code, params, { ...options, cachedData: known.data });
    if (fn.cachedDataRejected) compiled.delete(options.filename);
    return fn;
  }
  const fn = compileFunction.call(this, code, params, { ...options, produceCachedData: true });
  if (fn.cachedData) compiled.set(options.filename, { source: code, data: fn.cachedData });
  return fn;
};

module.exports = Runtime;
