export default function BalanceWidget() {
  return null;
}
