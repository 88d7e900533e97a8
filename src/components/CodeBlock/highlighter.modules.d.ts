/*
 * The `.js` paths the highlighter imports, typed from the declarations of
 * `@types/react-syntax-highlighter` (a dev dependency), which names them without the extension.
 * This file is not emitted: the public declarations never refer to these modules.
 */
declare module 'react-syntax-highlighter/dist/esm/prism-light.js' {
  import PrismLight from 'react-syntax-highlighter/dist/esm/prism-light';
  export default PrismLight;
}

declare module 'react-syntax-highlighter/dist/esm/languages/prism/*.js' {
  /** A Prism grammar, registered by its display name. */
  const grammar: { displayName: string };
  export default grammar;
}

declare module 'react-syntax-highlighter/dist/esm/create-element.js' {
  import createElement from 'react-syntax-highlighter/dist/esm/create-element';
  export default createElement;
}
