// madge ships no types; the part of its API the import tests use.
declare module 'madge' {
  interface MadgeResult {
    /** Each cycle as the files it passes through, relative to baseDir. */
    circular(): string[][];
    /** Each file (relative to baseDir) with the files it imports. */
    obj(): Record<string, string[]>;
  }
  interface MadgeConfig {
    baseDir?: string;
    fileExtensions?: string[];
    tsConfig?: string;
  }
  export default function madge(paths: string | string[], config?: MadgeConfig): Promise<MadgeResult>;
}
