export default function PhonePopup() {
  return null;
}
