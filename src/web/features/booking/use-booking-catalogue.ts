import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api.ts";

export interface VehicleOption {
  id: string;
  name: string;
  class: string;
  capacity: number;
}
export interface ExtraOption {
  id: string;
  name: string;
  priceCents: number;
  description: string | null;
  imageUrl: string | null;
}
export interface TourOption {
  id: string;
  name: string;
  slug: string;
}

/** What the booking form offers: vehicles (class and capacity), extras and tours. */
export function useBookingCatalogue() {
  const vehicles = useQuery({
    queryKey: ["vehicles"],
    queryFn: () => apiFetch<{ vehicles: VehicleOption[] }>("/api/vehicles"),
    staleTime: 5 * 60_000,
  });
  const extras = useQuery({
    queryKey: ["extras"],
    queryFn: () => apiFetch<{ extras: ExtraOption[] }>("/api/extras"),
    staleTime: 5 * 60_000,
  });
  const tours = useQuery({
    queryKey: ["tours"],
    queryFn: () => apiFetch<{ tours: TourOption[] }>("/api/tours"),
    staleTime: 5 * 60_000,
  });
  return {
    vehicles: vehicles.data?.vehicles ?? [],
    extras: extras.data?.extras ?? [],
    tours: tours.data?.tours ?? [],
    isLoading: vehicles.isPending || extras.isPending || tours.isPending,
    isError: vehicles.isError || extras.isError || tours.isError,
    retry: () => Promise.all([vehicles.refetch(), extras.refetch(), tours.refetch()]),
  };
}
