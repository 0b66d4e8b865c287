/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SANDBOX_ALGOD?: string;
  readonly VITE_SANDBOX_INDEXER?: string;
  readonly VITE_SANDBOX_KMD?: string;
  readonly VITE_SANDBOX_TOKEN?: string;
}
