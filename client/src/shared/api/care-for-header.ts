// The patient a family carer acts for, as every API call names it (X-Care-For). The carer's
// store (shared/auth/care-for-store.ts) becomes the source when it loads, with the signed-in
// app; the first screens (welcome, sign-in, sign-up), which no carer acts from, do without it.
let source: () => string | null = () => null;

export const careForHeader = {
  patientId: () => source(),
  setSource(next: () => string | null) {
    source = next;
  },
};
