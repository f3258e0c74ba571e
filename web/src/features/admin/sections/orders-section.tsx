import { PackageOpen } from 'lucide-react';
import { useState } from 'react';
import { type Order, ORDER_STATUSES } from '#contract/orders.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useMoney } from '#web/lib/money.ts';
import { formatDate } from '#web/lib/format-date.ts';
import { useOrder } from '#web/features/orders/orders-api.ts';
import { OrderStatusBadge } from '#web/features/orders/order-status-badge.tsx';
import { PaymentStatusBadge } from '#web/features/orders/components/after-sale-badges.tsx';
import { FETCH_FAILED } from '#web/lib/messages.ts';
import { notify } from '#web/lib/notify.ts';
import { useSession } from '#web/lib/session.ts';
import { useAdminOrders, useDeleteAllOrders } from '#web/features/orders/orders-api.ts';
import type { Column } from '../components/data-table.tsx';
import { PagedTable } from '../components/paged-table.tsx';
import { SectionHeader } from '../components/section-header.tsx';
import {
  StatusListEmpty,
  StatusListToolbar,
  statusOptions,
  useStatusList,
} from '../components/status-list.tsx';
import { CustomerCell } from '../orders/customer-cell.tsx';
import { OrderManager } from '../orders/order-manager.tsx';

const STATUS_FILTER = statusOptions(ORDER_STATUSES);
const CONFIRM_WORDS = 'DELETE ALL';

function DeleteAllOrders() {
  const [isOpen, setIsOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const deleteAll = useDeleteAllOrders();
  return (
    <>
      <button type="button" className={buttonClass('outline')} onClick={() => setIsOpen(true)}>
        Delete all orders
      </button>
      {isOpen && (
        <ConfirmDialog
          title="Delete every order?"
          description={`All orders leave the lists and the revenue (open ones are cancelled and their stock returned); the records stay for the accounts. Type ${CONFIRM_WORDS} to confirm.`}
          confirmLabel="Delete all orders"
          pendingLabel="Deleting…"
          isPending={deleteAll.isPending}
          onClose={() => {
            setIsOpen(false);
            setTyped('');
          }}
          onConfirm={() => {
            if (typed !== CONFIRM_WORDS) return;
            deleteAll.mutate(undefined, {
              onSuccess: ({ message }) => {
                notify.success(message);
                setIsOpen(false);
                setTyped('');
              },
            });
          }}
        >
          <label className="mt-4 block text-sm">
            Type {CONFIRM_WORDS}
            <input
              className="mt-2 block min-h-11 w-full border border-line bg-canvas px-3"
              value={typed}
              autoComplete="off"
              onChange={(event) => setTyped(event.target.value)}
            />
          </label>
        </ConfirmDialog>
      )}
    </>
  );
}

/** Every order: filter by status, find by number or e-mail, move along the flow, delete. */
export function OrdersSection() {
  const money = useMoney();
  const { user } = useSession();
  const list = useStatusList(ORDER_STATUSES);
  const { params } = list;
  const query = useAdminOrders(list.query);
  const openId = params.get('id');
  // The open order is read on its own, so a link from a notification works on any page.
  const single = useOrder(typeof openId === 'string' ? openId : '');
  const open = single.data;

  const columns: Column<Order>[] = [
    {
      id: 'number',
      header: 'Order',
      isRowHeader: true,
      cell: (order) => (
        <button
          type="button"
          className="font-medium text-accent underline-offset-4 hover:underline"
          onClick={() => params.set({ id: order._id }, { replace: true })}
        >
          {order.orderNumber}
        </button>
      ),
    },
    { id: 'date', header: 'Placed', cell: (order) => formatDate(order.createdAt) },
    {
      id: 'customer',
      header: 'Customer',
      cell: (order) => <CustomerCell customer={order.customer} />,
    },
    {
      id: 'total',
      header: 'Total',
      className: 'text-right tabular-nums',
      cell: (order) => money(order.totals.total),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (order) => <OrderStatusBadge status={order.orderStatus} />,
    },
    {
      id: 'payment',
      header: 'Payment',
      className: 'hidden lg:table-cell',
      cell: (order) => <PaymentStatusBadge status={order.paymentStatus} />,
    },
    {
      id: 'delivery',
      header: 'Delivery',
      className: 'hidden md:table-cell',
      cell: (order) => (order.deliveryDate ? formatDate(order.deliveryDate) : '—'),
    },
  ];

  return (
    <section>
      <SectionHeader
        title="Orders"
        description="Confirm, ship and deliver orders; customers are mailed at every step."
        actions={user?.role === 'ADMIN' ? <DeleteAllOrders /> : undefined}
      />
      <StatusListToolbar
        list={list}
        searchLabel="Search orders"
        placeholder="JW-001234 or e-mail"
        options={STATUS_FILTER}
      />
      {open && (
        <OrderManager
          key={`${open._id}-${open.updatedAt}`}
          order={open}
          onClose={() => params.set({ id: undefined }, { replace: true })}
        />
      )}
      <div className="mt-6">
        <PagedTable
          caption="Orders"
          columns={columns}
          rows={query.data?.orders}
          rowKey={(order) => order._id}
          query={query}
          errorFallback={FETCH_FAILED}
          empty={
            <StatusListEmpty list={list} icon={PackageOpen} title="No orders here">
              New orders appear here.
            </StatusListEmpty>
          }
          page={params.page}
          onPage={params.setPage}
          totalLabel={(data) => `${data.totalOrders.toLocaleString('en-IN')} orders`}
        />
      </div>
    </section>
  );
}
