// PDFs are emitted by webpack as hashed asset files; importing one gives its URL.
declare module '*.pdf' {
  const url: string;
  export default url;
}
