/*
 * The accounts screens, one chunk: a visitor who opens one of them is likely to need the next (login → register,
 * forgotten password → reset → login), and one loader keeps the route table — in the first download — small.
 */
export { LoginPage } from '../login/LoginPage';
export { RegisterPage } from './RegisterPage';
export { ActivationPage } from './ActivationPage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { PasswordResetPage } from './PasswordResetPage';
export { ProfilePage } from './ProfilePage';
export { VerifyProfilePage } from './VerifyProfilePage';
