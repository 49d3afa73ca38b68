import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      // Spec §4: "offline ready" and "new content available" (reload / close) are asked, not forced.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'Vitrina',
        short_name: 'Vitrina',
        lang: 'es-MX',
        theme_color: '#ffffff',
        background_color: '#ffffff',
        display: 'standalone',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
      },
      workbox: {
        navigateFallback: '/index.html',
        // The API and the public template file are never answered from the cache.
        navigateFallbackDenylist: [/^\/api\//, /\.xlsx$/],
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
      },
    }),
  ],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 800 },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      // Stored images and the public bulk-upload template are the API's too.
      '/uploads': 'http://localhost:3000',
      '/BASE_PARA_CARGA_MASIVA_DE_CATALOGO.xlsx': 'http://localhost:3000',
      '/app': { target: 'ws://localhost:3000', ws: true },
      // The realtime channel's authorisation (laravel-echo's default path).
      '/broadcasting': 'http://localhost:3000',
    },
  },
});
