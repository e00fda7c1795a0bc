package dev.gpudoctor.probe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Field;
import jcuda.NativePointerObject;
import jcuda.driver.CUdeviceptr;
import org.junit.jupiter.api.Test;

/**
 * JCuda's getByteBuffer answered null for managed memory on an H100; the view reads and writes the
 * raw address instead. Here the address is ordinary native memory, which is what managed memory is to
 * the host between kernels.
 */
class ManagedHostViewTest {

    @Test
    void readsAndWritesIntsAtThePointersAddress() throws Exception {
        sun.misc.Unsafe unsafe = unsafe();
        long address = unsafe.allocateMemory(64);
        try {
            ManagedHostView view = ManagedHostView.of(pointerTo(address), 64);
            view.put(3, 0x5a5a);
            unsafe.putInt(address + 4 * Integer.BYTES, 42);

            assertThat(unsafe.getInt(address + 3 * Integer.BYTES)).isEqualTo(0x5a5a);
            assertThat(view.get(4)).isEqualTo(42);
            assertThatThrownBy(() -> view.get(16)).isInstanceOf(IndexOutOfBoundsException.class);
        } finally {
            unsafe.freeMemory(address);
        }
    }

    @Test
    void aPointerWithoutAnAddressIsRefusedInsteadOfCrashingTheJvm() {
        assertThatThrownBy(() -> ManagedHostView.of(new CUdeviceptr(), 64))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("no address");
    }

    private static CUdeviceptr pointerTo(long address) throws ReflectiveOperationException {
        CUdeviceptr pointer = new CUdeviceptr();
        Field field = NativePointerObject.class.getDeclaredField("nativePointer");
        field.setAccessible(true);
        field.setLong(pointer, address);
        return pointer;
    }

    private static sun.misc.Unsafe unsafe() throws ReflectiveOperationException {
        Field field = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
        field.setAccessible(true);
        return (sun.misc.Unsafe) field.get(null);
    }
}
