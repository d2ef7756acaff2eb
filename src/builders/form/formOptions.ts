/** What a resource may change of its built forms. */
export interface FormOptions {
  /** Ask before saving (the referral form's confirmation modal, spec §2). */
  confirmSave?: boolean;
  /** Quality of the in-browser image compression, 0 to 1 (0.8 by default, spec §9). */
  imageQuality?: number;
}
