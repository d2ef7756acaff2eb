/** What a resource may change of its built forms. */
export interface FormOptions {
  /** Ask before saving (the referral form's confirmation modal, docs/spec.md §2). */
  confirmSave?: boolean;
}
