import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The modules of the public pages' core chunk (see build.rolldownOptions below). */
const PUBLIC_MUI = [
  'Box',
  'Button',
  'ButtonBase',
  'Checkbox',
  'CircularProgress',
  'CssBaseline',
  'FormControl',
  'FormControlLabel',
  'FormHelperText',
  'IconButton',
  'InputAdornment',
  'InputLabel',
  'Link',
  'OutlinedInput',
  'Paper',
  'Stack',
  'ToggleButton',
  'ToggleButtonGroup',
  'Typography',
  'styles',
];
const PUBLIC_ICONS = ['DarkModeOutlined', 'LightModeOutlined', 'Visibility', 'VisibilityOff'];
const PUBLIC_CORE = new RegExp(
  [
    String.raw`node_modules[\\/](react|react-dom|scheduler)[\\/]`,
    String.raw`node_modules[\\/]@mui[\\/]material[\\/](esm[\\/])?(${PUBLIC_MUI.join('|')})[\\/]`,
    String.raw`node_modules[\\/]@mui[\\/]icons-material[\\/](esm[\\/])?(${PUBLIC_ICONS.join('|')})\.m?js$`,
  ].join('|'),
);

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
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the public pages need before they are usable (React DOM, MUI's styling core and
          // the components of their forms, with everything these import) in one chunk, which the
          // application shares. Left to itself the bundler splits it by which page uses what
          // into a dozen small chunks, which cost the public pages ~9 KB and the application
          // ~9 KB of gzip overhead (bench/web-bundle.mjs).
          groups: [{ name: 'public-core', test: PUBLIC_CORE }],
        },
      },
    },
  },
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
