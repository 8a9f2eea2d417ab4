// The compiled catalogs that client/vite/message-catalogs.ts serves.
declare module 'virtual:catalog/*' {
  const messages: Record<string, import('react-intl').MessageFormatElement[]>;
  export default messages;
}
