import { createGlobalStyle } from 'styled-components'

/** Document-wide base: calm page colour, readable type, and one consistent focus ring. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    color-scheme: light;
    -webkit-text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.colours.background};
    color: ${({ theme }) => theme.colours.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }

  h1, h2, h3, h4, h5, h6 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    color: ${({ theme }) => theme.colours.text};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }

  a {
    color: ${({ theme }) => theme.colours.link};
    text-underline-offset: 2px;
  }

  a:hover {
    color: ${({ theme }) => theme.colours.linkHover};
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  img, svg {
    max-width: 100%;
  }

  :focus {
    outline: none;
  }

  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }

  ::selection {
    background: ${({ theme }) => theme.colours.primarySubtle};
  }

  ${({ theme }) => theme.media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`
