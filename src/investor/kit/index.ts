// Styled pieces the investor portal's areas share.
export { StackList } from './stack-list'
