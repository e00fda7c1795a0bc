package dev.gpudoctor.probe;

import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;

/**
 * Measures one capability on one device by doing the operation. A probe returns its cell; a
 * driver call that fails throws {@link CudaException}, which the caller turns into a failed cell.
 */
interface DeviceProbe {

    Capability capability();

    CapabilityCell probe(CudaDevice device) throws CudaException;
}
