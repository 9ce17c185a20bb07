// The browser build's address of each language's texts script (scripts/lib/languageTexts.mjs).
declare module 'virtual:language-texts' {
  const urls: Partial<Record<string, string>>;
  export default urls;
}
