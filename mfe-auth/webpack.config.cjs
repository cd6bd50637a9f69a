const { createRemoteConfig } = require('../tooling/webpack.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mfe_auth',
  exposes: {
    './AuthPage': './src/app/auth-page.tsx',
    './ResetPasswordPage': './src/app/reset-password-page.tsx',
    './VerifyKycPage': './src/app/verify-kyc-page.tsx',
    './PhoneVerificationPage': './src/app/phone-verification-page.tsx',
    './NotAvailablePage': './src/app/not-available-page.tsx',
    './ForgotPasswordPage': './src/app/forgot-password-page.tsx',
    './AuthModal': './src/app/auth-modal.tsx',
    './PhonePopup': './src/app/phone-popup.tsx',
    './ProfileEditor': './src/app/profile-editor.tsx',
  },
});
