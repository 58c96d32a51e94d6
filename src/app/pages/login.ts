// The login page as a chunk of its own: the first page most visitors see downloads only it,
// not the other session pages (the barrel's unused exports are tree-shaken away).
export { LoginPage } from '@/shared/session'
