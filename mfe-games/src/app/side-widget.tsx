export default function SideWidget() {
  return null;
}
