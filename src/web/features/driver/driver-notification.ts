/** One notification as GET /api/driver/notifications answers it. */
export interface DriverNotification {
  id: string;
  type: "info" | "success" | "warning" | "error" | "booking_assigned";
  title: string;
  message: string;
  bookingId: string | null;
  read: boolean;
  createdAt: string;
}

export interface DriverNotificationsResponse {
  items: DriverNotification[];
  unreadCount: number;
}
