/**
 * A registry of one module per kind, which refuses a kind registered twice: a second module under
 * a name taken would silently change every field of that kind.
 */
export class KindRegistry<M> {
  private readonly modules: Map<string, M>;

  constructor(
    private readonly what: string,
    builtIn: Record<string, M>,
  ) {
    this.modules = new Map(Object.entries(builtIn));
  }

  register(kind: string, module: M) {
    if (this.modules.has(kind)) {
      throw new Error(`A field kind named "${kind}" has its ${this.what} already: register a new kind under a name of its own`);
    }
    this.modules.set(kind, module);
  }

  of(field: { kind: string; source: string }): M {
    const module = this.modules.get(field.kind);
    if (!module) throw new Error(`No ${this.what} for the field kind ${field.kind} of ${field.source}`);
    return module;
  }
}
