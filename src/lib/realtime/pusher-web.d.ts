// pusher-js ships types for its package root only; the web build has the same API.
declare module 'pusher-js/dist/web/pusher.js' {
  import Pusher from 'pusher-js'
  export default Pusher
}
