declare module "fxa-common-password-list" {
  /** Mozilla's list of common passwords (Firefox Accounts). */
  const commonPasswords: { test(password: string): boolean };
  export default commonPasswords;
}
