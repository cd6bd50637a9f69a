import { useState } from 'react';
import { formatMoney, type Currency, type PlayerLedgerEntry } from '@arcade/contracts';
import { SelectField } from '@arcade/shared-ui';
import { DataTable, type Column } from '../../../components/data-table';
import { When } from '../../../lib/when';
import { usePlayerLedger } from '../api/get-player-ledger';

/** The player's ledger in one currency, newest first, with the balance after each entry; paginated by the server. */
export function PlayerLedger({ playerId }: { playerId: string }) {
  const [currency, setCurrency] = useState<Currency>('SC');
  const [page, setPage] = useState(1);
  const query = usePlayerLedger(playerId, currency, page);
  const columns: Column<PlayerLedgerEntry>[] = [
    { key: 'at', header: 'When', cell: (e) => <When at={e.at} /> },
    { key: 'what', header: 'What', cell: (e) => e.description || e.type },
    { key: 'transfer', header: 'Transfer', cell: (e) => e.transferId },
    { key: 'amount', header: 'Amount', numeric: true, cell: (e) => formatMoney(e.amount) },
    { key: 'balance', header: 'Balance after', numeric: true, cell: (e) => formatMoney(e.balanceAfter) },
  ];
  return (
    <section aria-labelledby="admin-player-ledger">
      <h3 id="admin-player-ledger">Ledger</h3>
      <div className="admin-filters">
        <SelectField
          label="Currency"
          value={currency}
          options={['SC', 'GC']}
          onChange={(e) => {
            setCurrency(e.target.value as Currency);
            setPage(1);
          }}
        />
      </div>
      <DataTable
        caption={currency === 'SC' ? 'Sweep Coin ledger' : 'Gold Coin ledger'}
        columns={columns}
        query={query}
        rowKey={(e) => e.id}
        emptyTitle="No ledger entries in this currency"
        onPage={setPage}
      />
    </section>
  );
}
