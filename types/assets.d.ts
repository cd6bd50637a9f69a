declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare const __REMOTE_VERSION__: string;
declare const __REMOTE_NAME__: string;
