export default function BuyCoinsModal() {
  return null;
}
