import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import type { PusherHub } from './pusher-hub'

const APP_PATH = /^\/app\/([^/]+)\/?$/

/**
 * Serve the hub on a Node HTTP server's upgrade requests to `/app/:key`, so a live-mode build
 * pointed at the standalone mock API (pusherHost 127.0.0.1, pusherPort 8787, pusherTLS false)
 * gets real WebSockets. Other upgrade paths get 404, as the mock API has no other sockets.
 */
export function attachPusherServer(server: Server, hub: PusherHub) {
  const wss = new WebSocketServer({ noServer: true })

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    const match = APP_PATH.exec(path)
    if (!match) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
      return
    }
    wss.handleUpgrade(request, socket, head, (socketConnection) => {
      const connection = hub.connect(
        {
          send: (text) => socketConnection.send(text),
          close: (code, reason) => socketConnection.close(code, reason),
        },
        { key: decodeURIComponent(match[1]) },
      )
      socketConnection.on('message', (data, isBinary) => {
        if (!isBinary) connection.onMessage(data.toString())
      })
      socketConnection.on('close', () => connection.onClose())
      socketConnection.on('error', () => connection.onClose())
    })
  }

  server.on('upgrade', onUpgrade)
  return {
    wss,
    close() {
      server.off('upgrade', onUpgrade)
      for (const client of wss.clients) client.terminate()
      wss.close()
    },
  }
}
