export default function NotificationPopup() {
  return null;
}
